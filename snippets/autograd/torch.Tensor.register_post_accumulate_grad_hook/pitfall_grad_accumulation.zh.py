import torch

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")

w = torch.ones(1, device=device, requires_grad=True)
opt = torch.optim.SGD([w], lr=0.1)
steps = []

def step(param):
    opt.step()
    opt.zero_grad()
    steps.append(param.item())

w.register_post_accumulate_grad_hook(step)

# 本意是 4 个微批次只对应一次优化器 step
for micro_batch in range(4):
    (w * 2).sum().backward()
print(len(steps))  # 执行了 4 次 step，而不是 1 次
