import torch

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")

x = torch.tensor([-2.0, 0.5, 3.0], device=device)
low, high = 1.0, 0.0  # swapped by mistake

print(torch.clamp(x, min=low, max=high))  # no error: every element becomes max
print(torch.clamp(x, min=min(low, high), max=max(low, high)))
