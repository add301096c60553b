
from torch.profiler import ProfilerActivity

activities = [ProfilerActivity.CPU, ProfilerActivity.GPU]  # 没有名为 GPU 的成员
