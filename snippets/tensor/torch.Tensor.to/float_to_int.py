import torch

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")

f = torch.tensor([-1.7, -0.2, 0.5, 2.9], requires_grad=True, device=device)
i = f.to(torch.int64)        # truncates toward zero, like int() in C
print(i)
print(i.requires_grad)       # integer tensors cannot require gradients
print(f.round().to(torch.int64))   # round first if that is what you want
