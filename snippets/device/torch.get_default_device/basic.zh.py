import torch

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")
torch.set_default_device(device)

print(torch.get_default_device())
model = torch.nn.Linear(4, 2)           # 参数创建在默认设备上
x = torch.randn(3, 4)                   # 工厂函数的结果也一样
print(model.weight.device == x.device == torch.get_default_device())

# 有自己默认设备的代码块：只有形状，不分配内存。
with torch.device("meta"):
    print(torch.get_default_device(), torch.nn.Linear(4096, 4096).weight.shape)
print(torch.get_default_device())       # 回到全局默认设备
