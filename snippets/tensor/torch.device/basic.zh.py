import torch

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")

# 指定设备的三种等价写法
print(torch.device("cpu"), torch.device("cuda:1"), torch.device("cuda", 1))
d = torch.device("cuda:1")
print(d.type, d.index)
print(torch.device("cuda").index)      # 未给出索引 -> None（表示“当前设备”）

# 工厂函数和 .to() 都接受 torch.device（或字符串）
x = torch.zeros(2, device=device)
print(x.device.type == device.type)
