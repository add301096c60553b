
from torch.profiler import ProfilerActivity

activities = [ProfilerActivity.CPU, ProfilerActivity.GPU]  # there is no GPU member
