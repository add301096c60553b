import torch

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")

model = torch.nn.Linear(3, 2).to(device)
x = torch.ones(4, 3)  # 在 CPU 上创建，例如由 DataLoader 生成

# 把每个输入都移到模型参数所在的设备上。
model_device = next(model.parameters()).device
x = x.to(model_device)
out = model(x)
print(out.shape, out.device == model_device)

# 在 forward() 内部创建的张量也应跟随输入所在的设备。
mask = torch.ones(4, 2, device=x.device)
print((out * mask).device == model_device)
