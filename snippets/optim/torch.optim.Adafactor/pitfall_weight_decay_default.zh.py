import torch

w = torch.nn.Parameter(torch.ones(4, 4))
opt = torch.optim.Adafactor([w])
print("weight_decay:", opt.defaults["weight_decay"])  # 是 0.0，不显式设置就没有衰减
for step in range(100):
    w.grad = torch.zeros(4, 4)
    opt.step()
print(w[0, 0].item())  # 没有变化
