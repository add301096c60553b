import torch

boxes = torch.empty(0, 4)                # no detections in this image

print(boxes.amin(dim=1))                 # reducing the non-empty dim: an empty result, fine
boxes.amin(dim=0)                        # reducing the empty dim: no minimum exists
