import torch

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")

mask = torch.tensor([False, True, True], device=device)

print(mask.int().argmax())  # first True, after converting to an integer type
mask.argmax()
