import torch

if torch.cuda.is_available():
    torch.cuda.set_per_process_memory_fraction(0.5)  # 本进程最多用这块卡的一半
    print("fraction:", torch.cuda.get_per_process_memory_fraction())
    total = torch.cuda.get_device_properties(0).total_memory
    try:
        x = torch.empty(int(total * 0.6), dtype=torch.uint8, device="cuda")
    except torch.OutOfMemoryError:
        print("60% of the card refused, although the GPU has it free")
else:
    print("no CUDA device: the memory fraction applies to CUDA only")
