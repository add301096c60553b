import torch

image = torch.arange(12).reshape(1, 2, 6)   # (H, W, C) with 6 channels

parts = torch.dsplit(image, 3)              # an int: 3 equal parts
print([p.shape for p in parts])

parts = image.dsplit([1, 4])                # a list: split before channels 1 and 4
print([p.shape for p in parts])
print(parts[0].data_ptr() == image.data_ptr())   # the parts are views
