import torch
from torch.profiler import ProfilerActivity, profile

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")

x = torch.randn(4, 4, device=device)
# Many GPU tutorials hard-code activities=[ProfilerActivity.CUDA]. On a machine
# without CUDA that entry is dropped ("CUDA is not available, disabling CUDA
# profiling") and profile() then fails with "No activities specified for the
# profiler". Build the list from what this build supports, and keep CPU in it:
wanted = [ProfilerActivity.CPU, ProfilerActivity.CUDA]
usable = [a for a in wanted if a in torch.profiler.supported_activities()]
print("usable:", [a.name for a in usable])

with profile(activities=usable) as prof:
    x @ x
print(any(e.key == "aten::mm" for e in prof.key_averages()))
