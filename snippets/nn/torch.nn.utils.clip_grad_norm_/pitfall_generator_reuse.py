import torch

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")

model = torch.nn.Linear(2, 1).to(device)
model(torch.ones(1, 2, device=device)).sum().backward()

params = model.parameters()  # a generator: it can be iterated only once
print(torch.nn.utils.clip_grad_norm_(params, max_norm=1.0))
# Reusing it: nothing is clipped and the "norm" is 0
print(torch.nn.utils.clip_grad_norm_(params, max_norm=1.0))
