import torch

tiny = torch.finfo(torch.float32).tiny      # smallest normal float32, about 1.18e-38
x = torch.tensor([1e-39, 1e-30])            # 1e-39 is below tiny: a denormal (subnormal) number
print(x * 1, tiny)

print(torch.set_flush_denormal(True))       # True: this CPU supports flushing
print(x * 1)                                # the denormal now reads as zero
print(torch.tensor([1e-320], dtype=torch.float64) * 1)   # float64 denormals are flushed too

print(torch.set_flush_denormal(False))      # restore the default
print(x * 1)
