import torch

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")

model = torch.nn.Linear(2, 1).to(device)
opt = torch.optim.SGD(model.parameters(), lr=0.1)
model(torch.ones(1, 2, device=device)).sum().backward()
opt.step()
opt.zero_grad()

# 按旧行为（梯度重置为零）编写的日志代码：
print(model.weight.grad)
grad_norm = model.weight.grad.norm()
