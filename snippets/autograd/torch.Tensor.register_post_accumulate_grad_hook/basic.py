import torch
from torch import nn

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")
torch.manual_seed(0)

model = nn.Linear(4, 2).to(device)

# Optimizer in backward: one optimizer per parameter, stepped from the hook
optimizers = {p: torch.optim.SGD([p], lr=0.1) for p in model.parameters()}

def step_in_backward(param):   # receives the parameter itself, not its grad
    optimizers[param].step()
    optimizers[param].zero_grad()  # frees the gradient right away

for p in model.parameters():
    p.register_post_accumulate_grad_hook(step_in_backward)

x = torch.randn(8, 4, device=device)
before = model.weight.detach().clone()
model(x).pow(2).mean().backward()  # the parameters are updated during this call

print(torch.equal(before, model.weight.detach()))  # False: already updated
print(model.weight.grad)                           # None: gradient already freed
