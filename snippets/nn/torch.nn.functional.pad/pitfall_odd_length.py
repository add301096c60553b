import torch
import torch.nn.functional as F

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")

x = torch.zeros(2, 3, device=device)
F.pad(x, (1,))  # one number: pads need a (before, after) pair per dimension
