import torch

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")

x = torch.tensor([-1.0, 0.0, 1.0, 2.0], device=device)
print(torch.exp(x))

# integer input gives a floating-point result (the default dtype)
print(torch.exp(torch.tensor([0, 1], device=device)).dtype)

# exp and log undo each other
print(torch.allclose(torch.log(torch.exp(x)), x))
