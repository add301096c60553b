import torch

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")

x = torch.tensor([-3.0, -1.0, 0.0, 1.0, 3.0], device=device)
exact = torch.nn.GELU()(x)
approx = torch.nn.GELU(approximate="tanh")(x)
print(exact)
print(approx)
print((approx - exact).abs().max() < 1e-3)
