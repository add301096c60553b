import torch

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")

r = torch.arange(0.1, 0.4, 0.1, device=device)    # "end is excluded", yet 0.4 shows up
print(len(r), r)

# robust alternatives
print(torch.linspace(0.1, 0.3, 3, device=device))           # give the count, not the step
print(torch.arange(1, 4, device=device) * 0.1)             # integer arange, then scale
