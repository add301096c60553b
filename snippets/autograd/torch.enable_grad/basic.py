import torch

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")

x = torch.ones(2, device=device, requires_grad=True)

with torch.no_grad():
    with torch.enable_grad():
        y = x * 2  # recorded again
    z = x * 2  # not recorded
print(y.requires_grad, z.requires_grad)

# As a decorator: the function always records, even when called under no_grad
@torch.enable_grad()
def double(t):
    return t * 2

with torch.no_grad():
    print(double(x).requires_grad)
