import torch

# The accelerator in use (cuda, xpu, mps, ...), or None when there is none.
acc = torch.accelerator.current_accelerator(check_available=True)
if acc is not None:
    torch.manual_seed(0)
    x = torch.randn(1024, 1024, device=acc)
    start = torch.Event(acc, enable_timing=True)
    end = torch.Event(acc, enable_timing=True)
    start.record()  # queued on the accelerator's current stream
    y = x @ x
    end.record()
    end.synchronize()  # the CPU waits until the accelerator has passed `end`
    print(acc.type, "elapsed ms > 0:", start.elapsed_time(end) > 0)
else:
    e = torch.Event("cpu")  # CPU events can be built, but never recorded
    print(e.device, "query:", e.query())
