import torch

x = torch.tensor([[5.0], [7.0]])       # one element per row
print(torch.std_mean(x, dim=1))        # warns: degrees of freedom is <= 0
print(torch.std_mean(x, dim=1, correction=0))
