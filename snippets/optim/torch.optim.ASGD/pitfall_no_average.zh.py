import torch

p = torch.nn.Parameter(torch.zeros(1))
opt = torch.optim.ASGD([p], lr=0.1)  # 默认 t0=1e6
for step in range(5):
    p.grad = torch.tensor([(-1.0) ** step])  # 符号交替变化的梯度
    opt.step()
    state = opt.state[p]
    print(step, "param", round(p.item(), 3), "ax", round(state["ax"].item(), 3), "mu", state["mu"].item())
