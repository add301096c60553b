import torch

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")


def memory_report(dev):
    """A memory report that works on any device."""
    if dev.type != "cuda":
        return f"no CUDA allocator statistics for {dev}"
    return torch.cuda.memory_summary(dev, abbreviated=True)


x = torch.ones(1024, device=device)
print(memory_report(device).splitlines()[:3])
