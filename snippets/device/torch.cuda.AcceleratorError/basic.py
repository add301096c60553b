import torch

print(torch.cuda.AcceleratorError is torch.AcceleratorError)  # one class, two names
print(issubclass(torch.AcceleratorError, RuntimeError))

try:
    stream = torch.cuda.Stream()  # a direct call into the CUDA runtime
    print("stream on", stream.device.type)
except torch.AcceleratorError as e:  # the runtime reported an error code
    print(type(e).__name__, "error_code is an int:", isinstance(e.error_code, int))
