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

# Meant as 4 micro-batches for ONE optimizer step
for micro_batch in range(4):
    (w * 2).sum().backward()
print(len(steps))  # 4 steps, not 1
