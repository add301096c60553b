import torch

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")

w = torch.nn.Parameter(torch.tensor([1.0], device=device))
opt = torch.optim.SGD([w], lr=0.1)

for step in range(3):
    # 漏掉了 opt.zero_grad()
    (w * 2).sum().backward()
    print(step, w.grad.item())  # 每一步的梯度都是 2，.grad 却不断增长
    opt.step()
