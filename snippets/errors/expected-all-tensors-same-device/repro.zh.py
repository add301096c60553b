import torch

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")

model = torch.nn.Linear(3, 2).to(device)

# 错误所在：输入和模型不在同一个设备上。在有 GPU 的
# 机器上，这个设备就是 CPU；只有 CPU 的机器没有第二个真实设备，
# 于是用不含数据的 "meta" 设备代替。
other = torch.device("meta") if device.type == "cpu" else torch.device("cpu")
x = torch.ones(4, 3, device=other)
print(x.device.type, next(model.parameters()).device.type)
model(x)
