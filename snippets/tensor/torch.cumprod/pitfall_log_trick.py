import torch

x = torch.tensor([2.0, 0.0, 3.0], requires_grad=True)

via_log = torch.exp(torch.cumsum(torch.log(x), 0))   # a hand-made product through logs
via_log.sum().backward()
print(via_log.detach(), x.grad)                      # the zero gives nan in the gradient

x.grad = None
torch.cumprod(x, 0).sum().backward()
print(x.grad)                                        # cumprod's own backward handles zeros
print(torch.exp(torch.cumsum(torch.log(torch.tensor([2.0, -1.0])), 0)))   # negatives break it as well
