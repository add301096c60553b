import os

import torch

device = torch.device(os.environ.get("DEVICE", "cpu"))

from torch.profiler import ProfilerActivity

activities = [ProfilerActivity.CPU, ProfilerActivity.GPU]  # there is no GPU member
