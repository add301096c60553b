import torch

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")

w = torch.tensor([1.0], device=device, requires_grad=True)
calls = []
for step in range(3):
    w.register_hook(lambda g: calls.append(step))  # a new hook every step
    (w * 2).sum().backward()
print(len(calls))  # 1 + 2 + 3 = 6, not 3
