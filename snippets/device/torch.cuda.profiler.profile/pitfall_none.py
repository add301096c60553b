import torch

# GPU only: the context manager gives no profiler object.
x = torch.ones(100, 100, device="cuda")
with torch.cuda.profiler.profile() as prof:
    x @ x
print(prof)  # None: the results go to the external tool, if one is attached
