import torch

# GPU only: a raw call that fails reports it through its return value only.
rt = torch.cuda.cudart()
buf = torch.empty(1024)
status = rt.cudaHostUnregister(buf.data_ptr())  # never registered: an error code, no exception
print(status != rt.cudaError.success)  # True, and nothing was raised
