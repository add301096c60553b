import torch

# 当前使用的加速器（cuda、xpu、mps 等），没有时为 None。
acc = torch.accelerator.current_accelerator(check_available=True)
if acc is not None:
    torch.manual_seed(0)
    x = torch.randn(1024, 1024, device=acc)
    start = torch.Event(acc, enable_timing=True)
    end = torch.Event(acc, enable_timing=True)
    start.record()  # 排入该加速器的当前流
    y = x @ x
    end.record()
    end.synchronize()  # CPU 等到加速器执行过 `end`
    print(acc.type, "elapsed ms > 0:", start.elapsed_time(end) > 0)
else:
    e = torch.Event("cpu")  # CPU 事件可以创建，但永远无法 record
    print(e.device, "query:", e.query())
