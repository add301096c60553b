import os
import tempfile

import torch
from torch.profiler import ProfilerActivity, profile, tensorboard_trace_handler

with tempfile.TemporaryDirectory() as log_dir:
    with profile(activities=[ProfilerActivity.CPU]) as prof:
        torch.ones(8, 8).sum()
    tensorboard_trace_handler(prof, log_dir)  # called like an export function
    print("files written:", os.listdir(log_dir))
