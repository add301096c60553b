import torch

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")

a = torch.zeros(2, 3, device=device)
b = a.contiguous()  # a is already contiguous, so b IS a
b[0, 0] = 1.0
print("b is a:", b is a)
print(a)

safe = a.clone()  # an independent copy
safe[0, 0] = 99.0
print(a[0, 0].item())
