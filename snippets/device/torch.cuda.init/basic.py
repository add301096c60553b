import torch

available = torch.cuda.is_available()  # asks the driver; does not initialise CUDA
print("initialised after is_available():", torch.cuda.is_initialized())
if available:
    torch.cuda.init()  # set CUDA up now rather than at the first CUDA call
    print("initialised after init():", torch.cuda.is_initialized())
