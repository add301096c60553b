import torch

if torch.cuda.is_available():
    for i in range(torch.cuda.device_count()):
        major, minor = torch.cuda.get_device_capability(i)
        props = torch.cuda.get_device_properties(i)
        print(f"cuda:{i} {props.name}: sm_{major}{minor}, {props.total_memory / 2**30:.0f} GiB")
        print("  Ampere or newer (bf16, TF32):", (major, minor) >= (8, 0))
        print("  streaming multiprocessors:", props.multi_processor_count)
else:
    print("no CUDA device; torch.version.cuda =", torch.version.cuda)
