import torch

if torch.cuda.is_available():
    torch.cuda.init()  # the switch only works once CUDA is initialised
    with torch.cuda.caching_allocator_disabled():  # every free goes straight back to the driver
        x = torch.empty(256, 1024, 1024, device="cuda")  # 1 GiB
        del x
        print("reserved after del < 1 GiB:", torch.cuda.memory_reserved() < 1 << 30)
    y = torch.empty(256, 1024, 1024, device="cuda")  # caching is back on
    del y
    print("reserved after del >= 1 GiB:", torch.cuda.memory_reserved() >= 1 << 30)
else:
    torch.cuda.caching_allocator_enable(False)  # without CUDA: ignored, no error
    print("no CUDA device: nothing to switch")
