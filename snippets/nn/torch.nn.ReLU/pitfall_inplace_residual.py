import torch

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")

relu = torch.nn.ReLU(inplace=True)
x = torch.tensor([-1.0, 2.0], device=device)

# Residual block written as relu(x) + x: the in-place ReLU has already
# changed x by the time it is added back
out = relu(x) + x
print(out)  # expected [-1., 4.]

x = torch.tensor([-1.0, 2.0], device=device)
print(torch.nn.ReLU()(x) + x)  # correct
