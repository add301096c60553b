import torch
from torch.profiler import ProfilerActivity, profile, record_function


@record_function("preprocess")
def preprocess(batch):
    return (batch - batch.mean()) / batch.std()


with profile(activities=[ProfilerActivity.CPU]) as prof:
    for _ in range(3):
        preprocess(torch.randn(128, 128))

print([(e.key, e.count) for e in prof.key_averages() if e.key == "preprocess"])
