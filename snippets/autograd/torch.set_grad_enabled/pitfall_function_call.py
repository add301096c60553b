import torch

torch.manual_seed(0)
model = torch.nn.Linear(3, 1)
x = torch.ones(2, 3)


def evaluate():
    torch.set_grad_enabled(False)      # meant for this function only
    return round(model(x).mean().item(), 4)


print(evaluate())
print(torch.is_grad_enabled())         # still off for the rest of the program

loss = model(x).pow(2).mean()          # the next training step
loss.backward()
