import torch

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")

w = torch.nn.Parameter(torch.tensor([1.0], device=device))
opt = torch.optim.SGD([w], lr=0.1)

for step in range(3):
    # opt.zero_grad() is missing
    (w * 2).sum().backward()
    print(step, w.grad.item())  # the gradient is 2 every step, yet .grad keeps growing
    opt.step()
