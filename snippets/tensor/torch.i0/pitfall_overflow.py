import torch

x = torch.tensor([50.0, 90.0, 100.0])
print(torch.i0(x))                      # inf from about 89 in float32
print(torch.log(torch.i0(x)))           # the log is lost too
print(torch.log(torch.special.i0e(x)) + x)   # log I0 from i0e stays finite
