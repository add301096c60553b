import torch

w = torch.nn.Parameter(torch.ones(4, 4))
opt = torch.optim.Adafactor([w])
print("weight_decay:", opt.defaults["weight_decay"])  # 0.0, no decay unless you ask
for step in range(100):
    w.grad = torch.zeros(4, 4)
    opt.step()
print(w[0, 0].item())  # unchanged
