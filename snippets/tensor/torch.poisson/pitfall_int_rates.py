import torch

torch.manual_seed(0)
rates = torch.tensor([1, 5, 10])        # integer rates
print(torch.poisson(rates.float()))
torch.poisson(rates)                    # no integer kernel
