import torch
import torch.nn.functional as F

torch.manual_seed(0)
act = torch.nn.RReLU()  # lower=1/8, upper=1/3
x = torch.full((5,), -1.0)
print(act(x))  # training mode: a random slope per element, drawn from U(lower, upper)
act.eval()
print(act(x))  # eval mode: the fixed slope (lower + upper) / 2
print(F.rrelu(x, training=True).unique().numel() > 1)
