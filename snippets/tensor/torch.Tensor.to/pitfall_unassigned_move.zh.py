import torch

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")

model = torch.nn.Linear(3, 1).to(device)   # 没问题：模块是原地移动的
x = torch.randn(4, 3)                      # 在 CPU 上创建
x.to(device)                               # BUG：返回移动后的副本，但被丢弃了
print(x.device.type, next(model.parameters()).device.type)
model(x)
