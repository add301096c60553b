import torch

torch.manual_seed(0)
d = 512
fused = torch.empty(3 * d, d)  # q, k and v projections stored in one matrix
torch.nn.init.xavier_uniform_(fused)  # fan_out is taken as 3*d

separate = torch.empty(d, d)
torch.nn.init.xavier_uniform_(separate)  # what one projection gets on its own

print(round(fused.abs().max().item(), 4))
print(round(separate.abs().max().item(), 4))  # about 1.41x larger
