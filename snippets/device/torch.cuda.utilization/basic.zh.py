import torch

if torch.cuda.is_available():
    try:
        print("kernels busy, % of time:", 0 <= torch.cuda.utilization() <= 100)
        print("memory busy, % of time:", 0 <= torch.cuda.memory_usage() <= 100)
        print("bytes used on the card > 0:", torch.cuda.device_memory_used() > 0)
        readings = (torch.cuda.temperature(), torch.cuda.power_draw(), torch.cuda.clock_rate())
        print("degrees C, mW, MHz are ints:", all(isinstance(v, int) for v in readings))
    except ModuleNotFoundError:  # 这些函数通过 nvidia-ml-py 包读取 NVML
        print("install nvidia-ml-py to read NVML counters")
else:
    print("no CUDA device: no NVML counters to read")
