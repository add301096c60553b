from torch.amp.autocast_mode import is_autocast_available

print(is_autocast_available("cpu"))
# "gpu" is an accelerator name in Lightning and similar tools, not a torch device type
print(is_autocast_available("gpu"))
